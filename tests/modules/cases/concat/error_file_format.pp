concat_file { '/tmp/x': format => 'xml' }
