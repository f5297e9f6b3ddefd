define foo { 
