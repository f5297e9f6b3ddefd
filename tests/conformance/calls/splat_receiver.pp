*[1,2].notice
