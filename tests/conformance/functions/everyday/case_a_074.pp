notice({}.empty)
