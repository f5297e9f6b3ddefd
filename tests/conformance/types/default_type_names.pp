notice([Any, Undef, Default, Scalar, ScalarData, Numeric, Data, RichData, CatalogEntry])
notice([Boolean, Regexp, SemVerRange, Binary, Collection, Iterable, Iterator, Callable, Runtime])
