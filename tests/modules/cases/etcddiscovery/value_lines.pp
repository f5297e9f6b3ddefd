etcddiscovery_config { 'a/b': value => "two\nlines" }
