notice($aBc)
