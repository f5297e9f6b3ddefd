schedule { 'nightly': period => daily, range => '1 - 3' }
file { '/tmp/audited': audit => ['owner', 'mode'], schedule => 'nightly' }
