Any
  |- Scalar
  |  |- ScalarData
  |  |  |- Numeric
  |  |  |  |- Integer[from, to]
  |  |  |  |  |- (Integer with range inside another Integer)
  |  |  |  |- Float[from, to]
  |  |  |  |  |- (Float with range inside another Float)
  |  |  |
  |  |  |- String[from, to]
  |  |  |  |- Enum[*strings]
  |  |  |  |  | - (narrower Enum - a subset of options)
  |  |  |  |- Pattern[*patterns]
  |  |  |  |  | - (Enum with all options matching pattern)
  |  |  |
  |  |  |- Boolean
  |  |
  |  |- Regexp[pattern_string]
  |  |- SemVer
  |  |- Timespan
  |  |- Timestamp
  |
  |- SemVerRange
  |- Collection
  |  |- Array[T, from, to]
  |  |  |- Tuple[*types, from, to]
  |  |- Hash[K, V, from, to]
  |  |  |- Struct[{ key => T, ...}]
  |
  |- Variant[*types]
  |- Optional[type]
  |- NotUndef[type]
  |
  |- Iterator[type]
  |- Iterable[type]
  |  |- String
  |  |- Array[type]
  |  |- Hash[type]
  |  |- Type[Integer[from,to]]
  |  |- Type[Enum[*strings]]
  |  |- Iterator[type]
  |
  |- CatalogEntry
  |  |- Resource[type_name, title]
  |  |- Class[class_name]
  |
  |- Undef
  |- Data
  |  |- ScalarData
  |  |- Undef
  |  |- Array[Data]
  |  |- Hash[String, Data]
  |
  |- RichData
  |  |- Default
  |  |- Object
  |  |- Scalar
  |  |- SemVerRange
  |  |- Sensitive
  |  |- Type
  |  |- Undef
  |  |- Array[RichData]
  |  |- Hash[RichData, RichData]
  |
  |- Callable[signature...]
  |- Default
  |- Object[specification...]
  |- Runtime[runtime_name, class_name]
  |- Sensitive[T]
  |- Type[T]
  |- TypeSet[specification...]
