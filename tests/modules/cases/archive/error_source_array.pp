archive { '/tmp/a.tgz': source => ["http://x/a"] }
