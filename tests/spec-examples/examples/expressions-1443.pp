FloatTypeAccess
  : Expression<Type<Float>> '[' exact = FloatRangeValue ']'
  | Expression<Type<Float>> '[' from = FloatRangeValue ',' to = FloatRangeValue ']'
  ;

FloatRangeValue
  : Expression<Numeric>
  | 'default'
  ;
