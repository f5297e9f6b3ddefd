include demo::undef
