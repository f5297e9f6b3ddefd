rsync::get { '/foo': }
