$s = Sensitive([1,2]) notice("${s}")
