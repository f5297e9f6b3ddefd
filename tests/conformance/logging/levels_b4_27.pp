notice()
