Callable[Variant[Numeric, Boolean, String]]
