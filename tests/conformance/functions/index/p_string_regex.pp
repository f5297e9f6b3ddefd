notice("hello".index(/l+/))
