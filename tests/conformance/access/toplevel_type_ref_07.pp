type MyT = Integer
notice(::MyT)
notice(5 =~ ::MyT)
