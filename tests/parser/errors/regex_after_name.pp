notice /x/
