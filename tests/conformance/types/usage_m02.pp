type Conf = Struct[{name => String[1], port => Optional[Integer], Optional[tags] => Array[String]}] $c = {name => 'a', tags => [1]} notice($c =~ Conf) assert_type(Conf, $c)
