lstrip(undef)
