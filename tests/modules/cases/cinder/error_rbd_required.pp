cinder::backend::rbd { 'ceph':
  rbd_pool => 'volumes',
}
