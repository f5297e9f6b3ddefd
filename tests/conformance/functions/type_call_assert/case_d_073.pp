notice(convert_to([1,2], Hash))
