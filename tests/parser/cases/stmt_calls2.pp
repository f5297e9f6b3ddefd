break
next
return
next 1
return 2
