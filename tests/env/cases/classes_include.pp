include demo
include demo::sub::x
include demo::multi
demo::multi::d { "q": }
include demo::multi::inner
include demo::frominit
notice(defined("demo::sub::x"))
