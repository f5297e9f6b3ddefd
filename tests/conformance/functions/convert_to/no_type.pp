convert_to(1)
