tidy { '/tmp/old': age => '1w', recurse => 1, matches => ['*.log'] }
notice('ok')
