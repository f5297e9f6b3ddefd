notice(Any == Any) notice(Scalar > Integer) notice(Data > Array[Integer]) notice(RichData > Timespan)
