Object
  |- Literal
  |  |- Numeric
  |  |  |- Integer[from, to]
  |  |     |- (Integer with range inside another Integer)
  |  |  |- Float[from, to]
  |  |     |- (Float with range inside another Float)
  |  |
  |  |- String[from, to]
  |  |  |- Enum[*strings]
  |  |  |- Pattern[*patterns]
  |  |
  |  |- Boolean
  |  |- Regexp[pattern_string]
  |
  |- Collection
  |  |- Array[T]
  |  |- Hash[K, V]
  |
  |- Variant[*types]
  |- Optional[type]
  |
  |- CatalogEntry
  |  |- Resource[type_name, title]
  |  |- Class[class_name]
  |  |- Node[node_name]
  |  |- Stage[stage_name]
  |
  |- Undef
  |- Data
  |  |- Literal
  |  |- Array[Data]
  |  |- Hash[Literal, Data]
  |  |- Undef
  |
  |- Type[T]
  |- Ruby[class_name]
