type Conf = Struct[{host => String[1], port => Integer[1, 65535], Optional[tls] => Boolean}]
notice({host => 'a', port => 1} =~ Conf)
notice({host => '', port => 1} =~ Conf)
assert_type(Conf, {host => 'a', port => 1, tls => 'yes'})
