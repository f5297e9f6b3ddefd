notice(/[[:foo:]]/)
