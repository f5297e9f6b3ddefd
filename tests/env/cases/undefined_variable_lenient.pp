include demo::undef
notice("after")
