archive { '/tmp/a.tgz': source => 'http://example.com/a.tgz', proxy_server => 'proxy.example.com' }
