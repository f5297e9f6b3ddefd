Data ∪ Data                 → Data
Data ∪ Literal              → Data
Data ∪ Array[Data]          → Data
Data ∪ Hash[Literal, Data]  → Data
Data ∪ Undef                → Data
Data ∪ any                  → Object
