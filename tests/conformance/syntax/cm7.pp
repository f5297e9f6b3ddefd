notice('#not comment', "/* no */")
