type Mode = Enum[read, write]
type Conf = Struct[{mode => Mode, Optional[size] => Integer}]
notice({mode => read} =~ Conf)
notice({mode => exec} =~ Conf)
notice(Conf)
