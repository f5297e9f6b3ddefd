notice(URI({scheme => 'mailto', opaque => 'a@b.c'}))
