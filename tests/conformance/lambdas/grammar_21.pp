notice({node => 1})
