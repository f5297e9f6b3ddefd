assert_type(Type[Resource[File]], Notify['x'])
