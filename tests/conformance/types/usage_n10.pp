notice(Undef =~ Type) notice(undef =~ Undef) notice(undef =~ Any) notice(undef =~ Optional[String]) notice(undef =~ NotUndef)
