VariantTypeAccess
  : Expression<Type<Variant>> ('['
      types += Expression<Type> (',' types += Expression<Type>)*
    ']')
  ;
