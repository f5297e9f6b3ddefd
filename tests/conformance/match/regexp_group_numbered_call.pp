# PCRE's numbered subroutine call is not Ruby's (Ruby writes \g<1>)
notice('a' =~ /(?1)(a)/)
