class a { $v = 'av' }
include a
notice($a::v)
notice($::a::v)
notice($nope::v)
