class mod { }
class mod::sub { notice('sub') }
class mod::init2 { contain mod::sub }
include mod::init2
notice(Class['mod::sub'])
