notice(URI['mailto:a@b.c'])
