class a { require b notice('a') }
class b { notice('b') }
include a
notice(Class['a'] =~ Type)
