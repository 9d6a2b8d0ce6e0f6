import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { PostVideosSweep } from '@arena/video';
import { testMp4, tusUpload } from '../../video/test/tus-client';
import { PNG, uploaded } from './community-support';

interface PostVideoView {
  id: number;
  status: 'processing' | 'ready' | 'failed';
  url: string;
  poster: string;
  duration_seconds: number;
}

describe('community: video posts (one video under 50 MB through the video service)', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'video', 'community'));
  const { stack } = harness;
  let author: TestUser;
  let other: TestUser;
  let circleId: number;
  let mp4: Buffer;
  beforeAll(async () => {
    [author, other] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const circles = await stack.api.get('/api/community/circles?kind=sport').set('lang', 'en');
    circleId = circles.body.data.list[0].id;
    mp4 = testMp4(2);
  }, 60_000);

  const call = (path: string, user: TestUser | string | undefined, body: Record<string, unknown>, lang = 'en') => {
    const request = stack.api.post(path).set('lang', lang);
    const token = typeof user === 'string' ? user : user?.token;
    return (token ? request.set('token', token) : request).send(body);
  };
  const publish = (user: TestUser, body: Record<string, unknown>, lang = 'en') =>
    call('/api/anchor_dynamics_user/insert', user, { circle_id: circleId, ...body }, lang);
  /** A video made for a post from a real upload, as the composer makes it. */
  const postVideo = async (user: TestUser) => {
    const uploadId = await tusUpload(stack, user.token, mp4);
    const made = await call('/api/video/post-videos', user, { upload_id: uploadId, sport: 'football' });
    expect(made.body).toMatchObject({ code: 0, data: { id: expect.any(Number), status: 'transcoding' } });
    return made.body.data.id as number;
  };
  const feedPost = async (postId: number, user?: TestUser) => {
    const request = stack.api.get('/api/community/feed').query({ circle_id: circleId, limit: 50 });
    const list = (await (user ? request.set('token', user.token) : request)).body.data.list as {
      id: number;
      video: PostVideoView | null;
      images: string[];
    }[];
    return list.find((post) => post.id === postId);
  };
  const videoListed = async (videoId: number) =>
    ((await call('/api/Video/getList', undefined, { limit: 50 })).body.data.list as { id: number }[]).some(
      (video) => video.id === videoId,
    );

  it('publishes a post with its video, shows it processing, then its cover and HLS once transcoded; deleting the post deletes the video', async () => {
    const videoId = await postVideo(author);
    const created = await publish(author, { content: 'Last minute winner, watch this', video_id: videoId });
    expect(created.body).toMatchObject({
      code: 0,
      msg: 'Your post is published',
      data: { images: [], video: { id: videoId, status: expect.stringMatching(/processing|ready/) } },
    });
    const postId: number = created.body.data.id;

    // A reader of the circle sees it become playable (the feed asks the video service while it processes).
    const ready = await eventually(
      async () => (await feedPost(postId, other))?.video,
      (video) => video?.status !== 'processing',
      90_000,
    );
    expect(ready).toMatchObject({
      id: videoId,
      status: 'ready',
      url: expect.stringMatching(/\/master\.m3u8$/),
      poster: expect.stringMatching(/\/poster\.jpg$/),
      duration_seconds: 2,
    });
    const info = await call('/api/anchor_dynamics/info', undefined, { id: postId });
    expect(info.body.data.video).toEqual(ready);
    const master = await stack.api.get(ready!.url).buffer(true);
    expect(master.status).toBe(200);
    expect(master.text).toContain('#EXTM3U');
    expect((await stack.api.get(ready!.poster)).headers['content-type']).toBe('image/jpeg');
    // Shown with its post only: not among the videos.
    expect(await videoListed(videoId)).toBe(false);

    // Only its author deletes it; then the video and its files are gone too.
    const refused = await call('/api/anchor_dynamics/deletePost', other, { id: postId });
    expect(refused.body).toMatchObject({ code: 1, msg: 'You can only delete what you posted yourself' });
    expect((await call('/api/anchor_dynamics/deletePost', author, { id: postId })).body.code).toBe(0);
    expect((await call('/api/Video/getVideoInfo', author, { id: videoId })).body.code).toBe(1);
    // Its files went with it.
    expect((await stack.api.get(ready!.url)).status).toBe(404);
    expect((await stack.api.get(ready!.poster)).status).toBe(404);
  }, 150_000);

  it('refuses images with a video, a video of someone else, one not made for a post, a missing one, one in two posts, and one of 50 MB', async () => {
    const videoId = await postVideo(author);
    const image = await uploaded(stack, author, PNG(), 'a.png');

    const both = await publish(author, { content: 'Both', video_id: videoId, images: [image] });
    expect(both.body).toEqual({ code: 1, msg: 'A post carries images or one video, not both', data: null });
    const theirs = await publish(other, { content: 'Not mine', video_id: videoId }, 'zh');
    expect(theirs.body).toEqual({ code: 1, msg: '只能发布自己上传的视频', data: null });
    const missing = await publish(author, { content: 'Gone', video_id: 2_000_000_000 }, 'vi');
    expect(missing.body).toEqual({
      code: 1,
      msg: 'Video không tồn tại hoặc đã bị xóa, vui lòng tải lại',
      data: null,
    });
    const badId = await publish(author, { content: 'Bad', video_id: 'abc' });
    expect(badId.body).toMatchObject({ code: 1, msg: expect.stringMatching(/^Video/) });

    // A video posted on the video pages (Video_user/insert) stays there.
    const category = await harness.stores.prisma.videoCategory.findFirstOrThrow();
    const clip = await call('/api/Video_user/insert', author, {
      title: 'A clip',
      classification_id: category.id,
      upload_id: await tusUpload(stack, author.token, mp4),
    });
    const notForPost = await publish(author, { content: 'Clip', video_id: clip.body.data.id });
    expect(notForPost.body).toEqual({
      code: 1,
      msg: 'This video was not uploaded for a post, please upload it in the post box',
      data: null,
    });

    expect((await publish(author, { content: 'First', video_id: videoId })).body.code).toBe(0);
    const twice = await publish(author, { content: 'Second', video_id: videoId });
    expect(twice.body).toEqual({ code: 1, msg: 'This video is already in another post', data: null });

    // The community's own limit, whatever the video service's upload limit (VIDEO_MAX_UPLOAD_BYTES) is set to.
    const big = await postVideo(author);
    await harness.stores.prisma.video.update({ where: { id: big }, data: { sourceBytes: 50 * 1024 * 1024 } });
    const tooBig = await publish(author, { content: 'Big', video_id: big });
    expect(tooBig.body).toEqual({ code: 1, msg: 'The video must be under 50 MB', data: null });
  }, 120_000);

  it('deletes, with its files, a video made for a post that no post names a day later; a posted one stays', async () => {
    const abandoned = await postVideo(author);
    const posted = await postVideo(author);
    expect((await publish(author, { content: 'Kept', video_id: posted })).body.code).toBe(0);
    const made = await eventually(
      () => harness.stores.prisma.video.findUniqueOrThrow({ where: { id: abandoned } }),
      (video) => video.status === 'ready',
      90_000,
    );
    expect((await stack.api.get(made.url)).status).toBe(200);

    const sweep = stack.app('video').get(PostVideosSweep);
    // Made minutes ago: the composer may still publish it.
    await sweep.sweep();
    expect(await harness.stores.prisma.video.findUnique({ where: { id: abandoned } })).not.toBeNull();

    // A day later (VIDEO_POST_VIDEO_TTL_HOURS), the one no post names is gone with its files.
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await harness.stores.prisma.video.updateMany({
      where: { id: { in: [abandoned, posted] } },
      data: { createdAt: dayAgo },
    });
    await sweep.sweep();
    expect(await harness.stores.prisma.video.findUnique({ where: { id: abandoned } })).toBeNull();
    expect((await stack.api.get(made.url)).status).toBe(404);
    expect((await stack.api.get(made.poster)).status).toBe(404);
    expect(await harness.stores.prisma.video.findUnique({ where: { id: posted } })).not.toBeNull();
  }, 150_000);

  it('an administrator deleting a reported video post deletes its video', async () => {
    const admin = await asAdmin(stack);
    const videoId = await postVideo(author);
    const postId = (await publish(author, { content: 'Reported', video_id: videoId })).body.data.id as number;
    await call('/api/community/reports', other, { target_kind: 'post', target_id: postId, reason: 'spam' });
    const acted = await call('/api/admin/reports/act', admin, {
      target_kind: 'post',
      target_id: postId,
      action: 'delete',
      reason: 'Spam',
    });
    expect(acted.body.code).toBe(0);
    expect(await feedPost(postId)).toBeUndefined();
    expect(await harness.stores.prisma.video.findUnique({ where: { id: videoId } })).toBeNull();
  }, 60_000);
});
