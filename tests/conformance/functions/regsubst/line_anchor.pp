notice(regsubst("one\ntwo", '$', ';', 'G') == "one;\ntwo;")
notice(regsubst("one\ntwo", '\A', '>', 'G') == ">one\ntwo")
notice(regsubst("one\ntwo\n", '\Z', '!', 'G'))
