assert_type(Optional[Array[Integer]], ['x'])
