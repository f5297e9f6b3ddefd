tidy { '/tmp/old': age => '1w', recurse => 1, matches => ['*.log'] }
filebucket { 'main': path => false }
resources { 'user': purge => false }
